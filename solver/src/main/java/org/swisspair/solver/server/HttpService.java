package org.swisspair.solver.server;

import java.io.IOException;
import org.swisspair.api.OperationsService;

/**
 * The HTTP service as {@code swisspair serve} finds it ({@link OperationsService}, listed in {@code
 * META-INF/services}): the options checked into a {@link ServerConfig}, then a started {@link
 * PairingServer}.
 */
public final class HttpService implements OperationsService {
  /** The service, for {@link java.util.ServiceLoader}. */
  public HttpService() {}

  @Override
  public Running start(Options o) throws IOException {
    ServerConfig d = ServerConfig.DEFAULT;
    ServerConfig config =
        new ServerConfig(
            o.bind() == null ? d.bind() : o.bind(),
            o.port() == null ? d.port() : o.port(),
            o.threads() == null ? d.threads() : o.threads(),
            o.maxBody() == null ? d.maxBody() : ServerConfig.size(o.maxBody()),
            o.timeout() == null ? d.timeout() : ServerConfig.duration(o.timeout()),
            o.queue() == null ? d.queue() : o.queue());
    PairingServer server;
    try {
      server = PairingServer.start(config);
    } catch (IOException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    return new Running() {
      @Override
      public int port() {
        return server.port();
      }

      @Override
      public void join() throws InterruptedException {
        server.join();
      }

      @Override
      public void close() throws Exception {
        server.close();
      }
    };
  }
}
