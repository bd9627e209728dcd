# Breaks: "no file is read and no symlink is followed (the grader tries /bin/tool with the folder
# /usr ...)". Resolves links only for a path that already exists, so /bin/tool passes. Input:
# cwd "/proc", file_path "/dev/fd" (exists, links to /proc/self/fd): outside /proc by text,
# expected Deny; this resolves it to /proc/<pid>/fd and allows it.
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
    if os.path.lexists(target):  # a new file cannot be a link; an existing one may be
        target = os.path.realpath(target)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
