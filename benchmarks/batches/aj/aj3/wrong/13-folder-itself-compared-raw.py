# Breaks: "Inside includes the folder itself (`.`), a folder given with a trailing slash" (Returns,
# ex. 13). The equality test uses the cwd as given while the prefix test uses the normalised folder:
# cwd "/work/project/", Write {"file_path": "."} (the folder itself, /work/project) is denied.
# Files under the folder, and the folder itself when cwd has no trailing slash, are right.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == cwd or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
