# Breaks: "otherwise `None` (or `ALLOW`)": only the file_path and the cwd decide.
# The input is matched against each tool's full schema (Write: file_path and content; Edit:
# file_path, old_string, new_string); anything else is denied as malformed. Write
# {"file_path": "/work/project/a.txt"} (inside, no "content") with cwd "/work/project" returns Deny, not None.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with the tool's usual arguments."


def keep_writes_in_project(call):
    match call.tool_name, call.input:
        case "Write", {"file_path": str(path), "content": _}:
            pass
        case "Edit", {"file_path": str(path), "old_string": _, "new_string": _}:
            pass
        case ("Write" | "Edit"), _:
            return Deny("the write is malformed: its arguments do not match the tool.", _ALTERNATIVE)
        case _:
            return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    if not path:
        return Deny("the write names no file_path.", _ALTERNATIVE)
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {folder}.", _ALTERNATIVE)
