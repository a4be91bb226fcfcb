@echo off
rem Runs the swisspair command line of this distribution: the jars in ..\lib, any Java 17 or later.
setlocal
set "HOME_SP=%~dp0.."
set "JAVA_SP=java"
if defined JAVA_HOME set "JAVA_SP=%JAVA_HOME%\bin\java"
if not defined SWISSPAIR_JAVA_OPTS set "SWISSPAIR_JAVA_OPTS=-Xss16m -XX:+UseSerialGC"
"%JAVA_SP%" %SWISSPAIR_JAVA_OPTS% -cp "%HOME_SP%\lib\*" org.swisspair.solver.cli.Main %*
exit /b %ERRORLEVEL%
