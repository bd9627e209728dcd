# Breaks: "Allow every other tool ... (tool names compared exactly: write, EDIT, TodoWrite,
# mcp__fs__Write are other tools)". Matches like a Claude Code settings matcher, re.match, which
# anchors only the start. Input: tool "EditNotebook" (or "Writer") with input {}: expected None
# (another tool); this denies it for its missing file_path. Every named example passes.
import os
import re
from toolhooks import Deny


def keep_writes_in_project(call):
    if not re.match(r"Write|Edit", call.tool_name):
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
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
