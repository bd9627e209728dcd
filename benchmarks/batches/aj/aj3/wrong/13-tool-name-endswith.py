# Breaks: "otherwise `None` ... always for every other tool (tool names compared exactly: `write`, `EDIT`,
# `TodoWrite`, `mcp__fs__Write` are other tools)" (Returns, ex. 13). Names are matched by suffix to catch
# every writing tool: TodoWrite with {"todos": [...]} (no file_path) is denied, and mcp__fs__Write with
# {"file_path": "/etc/x"} is denied, where both should get None.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    if not call.tool_name.endswith(("Write", "Edit")):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
