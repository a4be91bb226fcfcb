package org.swisspair.solver.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.swisspair.api.OperationsService;

/** The HTTP service as {@code swisspair serve} finds and starts it, without naming it. */
class HttpServiceTest {
  @Test
  void theServiceLoaderFindsTheHttpService() {
    assertThat(OperationsService.find()).get().isInstanceOf(HttpService.class);
  }

  @Test
  void optionsNotGivenTakeTheDefaultsAndTheServiceAnswers() throws Exception {
    try (OperationsService.Running running =
        new HttpService()
            .start(new OperationsService.Options("127.0.0.1", 0, 1, null, "5s", null))) {
      assertThat(running.port()).isPositive();
      HttpResponse<String> health =
          ServerFixtures.CLIENT.send(
              HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + running.port() + "/health"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(health.statusCode()).isEqualTo(200);
    }
  }

  @Test
  void aBadOptionIsRefusedByItsName() {
    assertThatThrownBy(
            () ->
                new HttpService()
                    .start(new OperationsService.Options(null, 0, 1, "big", null, null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--max-body:");
  }
}
