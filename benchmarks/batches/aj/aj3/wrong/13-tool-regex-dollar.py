# Breaks: "always for every other tool (tool names compared exactly ...)" (Returns, ex. 13). The anchored
# regex ^(Write|Edit)$ also matches a name with a trailing newline, since $ matches before a final "\n":
# a call to the tool "Write\n" with input {} is denied (no file_path) where it should get None.
# Write, Edit and every other ordinary name are told apart right.
import os
import re

from toolhooks import Deny

_GUARDED = re.compile(r"^(Write|Edit)$")
_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    if not _GUARDED.match(call.tool_name):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
