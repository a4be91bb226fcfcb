@echo off
rem Runs the swisspair command line on Windows, building the command-line jar first when it is
rem missing or older than a source file or POM of the modules it is built from.
setlocal
set "HERE=%~dp0"
set "JAR=%HERE%solver\target\swisspair.jar"
set "BUILD="
if not exist "%JAR%" (
  echo swisspair: building %JAR% ^(first run only^)... 1>&2
  set "BUILD=1"
) else (
  powershell -NoProfile -Command "$j=(Get-Item -LiteralPath $env:JAR).LastWriteTime; $h=$env:HERE; $n=Get-ChildItem -File -Recurse -ErrorAction SilentlyContinue -LiteralPath ($h+'pom.xml'),($h+'model\pom.xml'),($h+'solver\pom.xml'),($h+'model\src\main'),($h+'solver\src\main') | Where-Object { $_.LastWriteTime -gt $j } | Select-Object -First 1; if ($n) { [Console]::Error.WriteLine('swisspair: rebuilding ' + $env:JAR + ' (' + $n.FullName + ' changed)...'); exit 1 }"
  if errorlevel 1 set "BUILD=1"
)
if defined BUILD (
  pushd "%HERE%"
  call mvn -B -q -Dstyle.color=never -Dmaven.javadoc.skip=true -Dmaven.test.skip=true -pl solver -am package 1>&2
  if errorlevel 1 (
    popd
    echo swisspair: the build failed; see the Maven output above 1>&2
    exit /b 2
  )
  popd
  if not exist "%JAR%" (
    echo swisspair: the build failed; see the Maven output above 1>&2
    exit /b 2
  )
  copy /b "%JAR%"+,, "%JAR%" >nul
)
set "CLASSPATH_SP=%JAR%"
rem The optional Parquet writer of 'simulate' (module parquet\), found by ServiceLoader when built.
if exist "%HERE%parquet\target\lib" set "CLASSPATH_SP=%JAR%;%HERE%parquet\target\lib\*"
if not defined SWISSPAIR_JAVA_OPTS set "SWISSPAIR_JAVA_OPTS=-Xss16m -XX:+UseSerialGC"
java %SWISSPAIR_JAVA_OPTS% -cp "%CLASSPATH_SP%" org.swisspair.solver.cli.Main %*
exit /b %ERRORLEVEL%
