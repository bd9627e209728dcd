# Breaks: "a relative file_path is taken from the project folder". Denies every relative path
# ("Claude Code always sends absolute ones, a relative one is suspicious"). Input: cwd
# "/work/project", file_path "notes.txt": expected None; this denies it.
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
    if not os.path.isabs(file_path):
        return Deny(
            "the file_path is relative, so where it lands is unclear.",
            "give the absolute path of a file inside the project folder.",
        )
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
