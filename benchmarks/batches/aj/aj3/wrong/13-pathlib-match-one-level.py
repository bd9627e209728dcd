# Breaks: "Deny ... a `Write` or `Edit` whose `file_path`, once normalised, is not the project folder or
# inside it" (ex. 13): everything under the folder is inside. PurePath.match with "<folder>/*" matches one
# level only: cwd "/work/project", Write {"file_path": "src/app.py"} is denied (it is inside), as is
# "/etc/x" for the folder "/". Files directly in the folder and the folder itself are right.
import os
from pathlib import PurePosixPath

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
    folder = PurePosixPath(os.path.normpath(cwd))
    target = PurePosixPath(os.path.normpath(os.path.join(str(folder), file_path)))
    if target == folder or target.match(str(folder / "*")):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
