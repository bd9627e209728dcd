# Breaks: "names with ... a `#` or `?` (no URL is read)". Cuts the file_path at "?" and "#"
# before joining ("a model sometimes appends ?raw=1"). Input: cwd "/work/project", file_path
# "x?/../../../etc/passwd": normpath gives /etc/passwd, expected Deny; this checks "x" and allows.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny(
            "this session has no project folder, so the write cannot be checked.",
            "ask the user to restart Claude Code from the project folder.",
        )
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny(
            "the call names no file_path to check against the project folder.",
            "call the tool again with a file_path inside the project folder.",
        )
    folder = os.path.normpath(cwd)
    file_path = file_path.split("?", 1)[0].split("#", 1)[0] or file_path
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
