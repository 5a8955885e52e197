# Writes fabricplanner-cli's manual page: the template (TEMPLATE) with @PROJECT_VERSION@ set and
# @CLI_HELP@ replaced by what `fabricplanner-cli --help` prints (CLI), as unfilled troff text, so
# that the page lists every command and flag the program takes, in the program's own words.
# cmake -DCLI=... -DTEMPLATE=... -DOUT=... -DPROJECT_VERSION=... -P CliManPage.cmake
execute_process(COMMAND ${CLI} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${CLI} --help failed (${status})")
endif()
# Troff: a backslash is written \e; a line starting with a dot or an apostrophe would be a request.
string(REPLACE "\\" "\\e" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
string(REPLACE "-" "\\-" help "${help}")
set(CLI_HELP ".nf\n${help}.fi")
configure_file(${TEMPLATE} ${OUT} @ONLY)
