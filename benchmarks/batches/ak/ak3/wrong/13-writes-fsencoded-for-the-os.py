# Breaks: "Normalising is on the text only: ... and so are names with ... a lone surrogate".
# Joins and normalises the path as bytes, as the OS sees it (os.fsencode). Input: cwd
# "/work/project", file_path "notes\ud800.txt": expected None (inside); os.fsencode raises
# UnicodeEncodeError (surrogateescape takes only \udc80-\udcff).
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
    raw = os.path.normpath(os.path.join(os.fsencode(folder), os.fsencode(file_path)))
    target = os.fsdecode(raw)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
