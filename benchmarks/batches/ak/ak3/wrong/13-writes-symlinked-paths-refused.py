# Breaks: "no file is read and no symlink is followed" / "Normalising is on the text only".
# Denies a path whose realpath differs from its text ("a symlink could lead out"). Input: cwd "/",
# file_path "/dev/fd/x" (/dev/fd links to /proc/self/fd on Linux): inside "/" by text, expected
# None; this denies it. Paths that do not cross a link (the usual case) are judged right.
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
    target = os.path.normpath(os.path.join(folder, file_path))
    if os.path.realpath(target) != target:
        return Deny(
            "the path goes through a symbolic link, which could lead out of the project.",
            "write to the real location inside the project folder instead.",
        )
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
