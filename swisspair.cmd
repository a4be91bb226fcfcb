@echo off
rem Runs the swisspair command line on Windows, building the command-line jar first when it is
rem missing or older than a source file or POM of the modules it is built from.
setlocal
set "HERE=%~dp0"
set "JAR=%HERE%solver\target\swisspair.jar"
rem The java on the PATH and its version, from the release file of its JDK (no JVM started):
rem 25 or later keeps the start's classes in the JDK's ahead-of-time cache, older ones in a
rem class-data-sharing archive. A java without a release file beside it counts as older.
set "JAVA_EXE="
for %%J in (java.exe) do set "JAVA_EXE=%%~$PATH:J"
set "FEATURE=0"
if defined JAVA_EXE for %%J in ("%JAVA_EXE%") do set "RELEASE=%%~dpJ..\release"
if defined JAVA_EXE if exist "%RELEASE%" (
  for /f "usebackq tokens=1,* delims==" %%A in ("%RELEASE%") do (
    if "%%A"=="JAVA_VERSION" for /f "tokens=1 delims=.+-" %%V in ("%%~B") do set "FEATURE=%%V"
  )
)
set "CDS_ARCHIVE=%HERE%solver\target\swisspair.jsa"
if defined SWISSPAIR_CDS_ARCHIVE set "CDS_ARCHIVE=%SWISSPAIR_CDS_ARCHIVE%"
set "AOT_CACHE=%HERE%solver\target\swisspair.aot"
if defined SWISSPAIR_AOT_CACHE set "AOT_CACHE=%SWISSPAIR_AOT_CACHE%"
set "ARCHIVE=%CDS_ARCHIVE%"
set "MAKE_OPT=-XX:ArchiveClassesAtExit"
set "USE_OPT=-XX:SharedArchiveFile"
set "QUIET=-Xlog:cds*=off"
if /i not "%CDS_ARCHIVE%"=="off" if /i not "%AOT_CACHE%"=="off" if %FEATURE% GEQ 25 (
  set "ARCHIVE=%AOT_CACHE%"
  set "MAKE_OPT=-XX:AOTCacheOutput"
  set "USE_OPT=-XX:AOTCache"
  set "QUIET=-Xlog:aot*=off,cds*=off"
)
set "BUILD="
if not exist "%JAR%" (
  echo swisspair: building %JAR% ^(first run only^)... 1>&2
  set "BUILD=1"
) else (
  rem Also removes an archive older than the jar or java, so that it is made again below.
  powershell -NoProfile -Command "$j=(Get-Item -LiteralPath $env:JAR).LastWriteTime; $a=$env:ARCHIVE; if ($a -ne 'off' -and (Test-Path -LiteralPath $a)) { $t=(Get-Item -LiteralPath $a).LastWriteTime; if ($j -gt $t -or ($env:JAVA_EXE -and (Get-Item -LiteralPath $env:JAVA_EXE).LastWriteTime -gt $t)) { Remove-Item -LiteralPath $a -Force -ErrorAction SilentlyContinue } }; $h=$env:HERE; $n=Get-ChildItem -File -Recurse -ErrorAction SilentlyContinue -LiteralPath ($h+'pom.xml'),($h+'model\pom.xml'),($h+'solver\pom.xml'),($h+'model\src\main'),($h+'solver\src\main') | Where-Object { $_.LastWriteTime -gt $j } | Select-Object -First 1; if ($n) { [Console]::Error.WriteLine('swisspair: rebuilding ' + $env:JAR + ' (' + $n.FullName + ' changed)...'); exit 1 }"
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
  if /i not "%ARCHIVE%"=="off" if exist "%ARCHIVE%" del /f /q "%ARCHIVE%" >nul 2>&1
)
set "CLASSPATH_SP=%JAR%"
rem The optional Parquet writer of 'simulate' (module parquet\), found by ServiceLoader when built.
if exist "%HERE%parquet\target\lib" set "CLASSPATH_SP=%JAR%;%HERE%parquet\target\lib\*"
rem A command is one short JVM: C1 alone compiles soon enough and costs a fraction of C2's CPU
rem (docs/cli.md). serve, simulate and selftest run long in one JVM and keep C2.
set "DEFAULTS=-Xss16m -XX:+UseSerialGC"
if /i not "%~1"=="serve" if /i not "%~1"=="simulate" if /i not "%~1"=="selftest" set "DEFAULTS=%DEFAULTS% -XX:TieredStopAtLevel=1"
if not defined SWISSPAIR_JAVA_OPTS set "SWISSPAIR_JAVA_OPTS=%DEFAULTS%"
rem Made once per jar and java by CdsTraining on the bundled example; an empty file marks a jar or
rem JVM that could not make one, and a directory where the marker cannot be written is skipped.
set "CDS="
if /i "%ARCHIVE%"=="off" goto run
if not exist "%ARCHIVE%" if exist "%HERE%fixtures\examples\example.trf" (
  type nul > "%ARCHIVE%" 2>nul
  if exist "%ARCHIVE%" (
    java %SWISSPAIR_JAVA_OPTS% "%MAKE_OPT%=%ARCHIVE%.tmp" %QUIET% -cp "%CLASSPATH_SP%" org.swisspair.solver.cli.CdsTraining "%HERE%fixtures\examples\example.trf" <nul >nul 2>&1
    if exist "%ARCHIVE%.tmp" move /y "%ARCHIVE%.tmp" "%ARCHIVE%" >nul 2>&1
    if exist "%ARCHIVE%.tmp.config" del /f /q "%ARCHIVE%.tmp.config" >nul 2>&1
  )
)
if exist "%ARCHIVE%" for %%A in ("%ARCHIVE%") do if %%~zA GTR 0 set CDS="%USE_OPT%=%ARCHIVE%" %QUIET%
:run
java %SWISSPAIR_JAVA_OPTS% %CDS% -cp "%CLASSPATH_SP%" org.swisspair.solver.cli.Main %*
exit /b %ERRORLEVEL%
