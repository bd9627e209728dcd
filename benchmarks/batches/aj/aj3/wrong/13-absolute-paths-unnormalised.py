# Breaks: "`.` and `..` are resolved on the text, with `os.path.normpath`" for every file_path (ex. 13).
# Only relative paths are normalised, absolute ones are trusted as clean: cwd "/work/project",
# Write {"file_path": "/work/project/../etc/passwd"} starts with "/work/project/" and is allowed
# (normalised it is /etc/passwd, outside). Relative paths and clean absolute paths are right.
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
    if os.path.isabs(file_path):
        target = file_path  # Claude Code already sends absolute paths
    else:
        target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", _ALTERNATIVE)
