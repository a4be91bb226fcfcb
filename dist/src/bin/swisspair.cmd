@echo off
rem Runs the swisspair command line of this distribution: the jars in ..\lib, any Java 17 or later.
setlocal
set "HOME_SP=%~dp0.."
set "JAVA_SP=java"
if defined JAVA_HOME set "JAVA_SP=%JAVA_HOME%\bin\java"
rem The java that runs and its version, from the release file of its JDK (no JVM started): 25 or
rem later keeps the start's classes in the JDK's ahead-of-time cache, older ones in a
rem class-data-sharing archive. A java without a release file beside it counts as older.
set "JAVA_EXE="
if defined JAVA_HOME (
  if exist "%JAVA_HOME%\bin\java.exe" set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
) else (
  for %%J in (java.exe) do set "JAVA_EXE=%%~$PATH:J"
)
set "FEATURE=0"
if defined JAVA_EXE for %%J in ("%JAVA_EXE%") do set "RELEASE=%%~dpJ..\release"
if defined JAVA_EXE if exist "%RELEASE%" (
  for /f "usebackq tokens=1,* delims==" %%A in ("%RELEASE%") do (
    if "%%A"=="JAVA_VERSION" for /f "tokens=1 delims=.+-" %%V in ("%%~B") do set "FEATURE=%%V"
  )
)
rem A command is one short JVM: C1 alone compiles soon enough and costs a fraction of C2's CPU
rem (docs/cli.md). serve, simulate and selftest run long in one JVM and keep C2.
set "DEFAULTS=-Xss16m -XX:+UseSerialGC"
if /i not "%~1"=="serve" if /i not "%~1"=="simulate" if /i not "%~1"=="selftest" set "DEFAULTS=%DEFAULTS% -XX:TieredStopAtLevel=1"
if not defined SWISSPAIR_JAVA_OPTS set "SWISSPAIR_JAVA_OPTS=%DEFAULTS%"
rem The archive is named after the solver jar (its version) and the Java's version, so an upgrade of
rem either makes a new one; made on the first run by CdsTraining on the bundled example. An empty
rem file marks jars or a JVM that could not make one; a directory where it cannot be written is
rem skipped. SWISSPAIR_AOT_CACHE and SWISSPAIR_CDS_ARCHIVE name the file (for a read-only
rem installation); SWISSPAIR_CDS_ARCHIVE=off turns both off, SWISSPAIR_AOT_CACHE=off the cache.
set "SOLVER=swisspair"
for %%J in ("%HOME_SP%\lib\swisspair-solver-*.jar") do set "SOLVER=%%~nJ"
set "ARCHIVE=%HOME_SP%\lib\%SOLVER%-java%FEATURE%.jsa"
if defined SWISSPAIR_CDS_ARCHIVE set "ARCHIVE=%SWISSPAIR_CDS_ARCHIVE%"
set "MAKE_OPT=-XX:ArchiveClassesAtExit"
set "USE_OPT=-XX:SharedArchiveFile"
set "QUIET=-Xlog:cds*=off"
if /i not "%ARCHIVE%"=="off" if /i not "%SWISSPAIR_AOT_CACHE%"=="off" if %FEATURE% GEQ 25 (
  set "ARCHIVE=%HOME_SP%\lib\%SOLVER%-java%FEATURE%.aot"
  set "MAKE_OPT=-XX:AOTCacheOutput"
  set "USE_OPT=-XX:AOTCache"
  set "QUIET=-Xlog:aot*=off,cds*=off"
)
if /i not "%SWISSPAIR_CDS_ARCHIVE%"=="off" if /i not "%SWISSPAIR_AOT_CACHE%"=="off" if %FEATURE% GEQ 25 if defined SWISSPAIR_AOT_CACHE set "ARCHIVE=%SWISSPAIR_AOT_CACHE%"
set "CDS="
if /i "%ARCHIVE%"=="off" goto run
if not exist "%ARCHIVE%" if exist "%HOME_SP%\examples\example.trf" (
  type nul > "%ARCHIVE%" 2>nul
  if exist "%ARCHIVE%" (
    "%JAVA_SP%" %SWISSPAIR_JAVA_OPTS% "%MAKE_OPT%=%ARCHIVE%.tmp" %QUIET% -cp "%HOME_SP%\lib\*" org.swisspair.solver.cli.CdsTraining "%HOME_SP%\examples\example.trf" <nul >nul 2>&1
    if exist "%ARCHIVE%.tmp" move /y "%ARCHIVE%.tmp" "%ARCHIVE%" >nul 2>&1
    if exist "%ARCHIVE%.tmp.config" del /f /q "%ARCHIVE%.tmp.config" >nul 2>&1
  )
)
if exist "%ARCHIVE%" for %%A in ("%ARCHIVE%") do if %%~zA GTR 0 set CDS="%USE_OPT%=%ARCHIVE%" %QUIET%
:run
"%JAVA_SP%" %SWISSPAIR_JAVA_OPTS% %CDS% -cp "%HOME_SP%\lib\*" org.swisspair.solver.cli.Main %*
exit /b %ERRORLEVEL%
