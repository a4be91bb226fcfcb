@echo off
rem Runs the swisspair command line on Windows, building the command-line jar first if it is missing.
setlocal
set "HERE=%~dp0"
set "JAR=%HERE%solver\target\swisspair.jar"
if not exist "%JAR%" (
  echo swisspair: building %JAR% ^(first run only^)... 1>&2
  pushd "%HERE%"
  call mvn -B -q -Dstyle.color=never -Dmaven.javadoc.skip=true -DskipTests -pl solver -am package 1>&2
  popd
  if not exist "%JAR%" (
    echo swisspair: the build failed; see the Maven output above 1>&2
    exit /b 2
  )
)
set "CLASSPATH_SP=%JAR%"
rem The optional Parquet writer of 'simulate' (module parquet\), found by ServiceLoader when built.
if exist "%HERE%parquet\target\lib" set "CLASSPATH_SP=%JAR%;%HERE%parquet\target\lib\*"
if not defined SWISSPAIR_JAVA_OPTS set "SWISSPAIR_JAVA_OPTS=-Xss16m -XX:+UseSerialGC"
java %SWISSPAIR_JAVA_OPTS% -cp "%CLASSPATH_SP%" org.swisspair.solver.cli.Main %*
exit /b %ERRORLEVEL%
