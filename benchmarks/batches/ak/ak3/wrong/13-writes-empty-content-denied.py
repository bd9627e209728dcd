# Breaks: "Deny ... a Write or Edit whose file_path ... is outside it, whose file_path is missing,
# empty or not a str ...; otherwise None". Stretches "nothing to check is no permission" to a
# Write with no or empty content. Input: Write {"file_path": "/work/project/pkg/__init__.py",
# "content": ""} with cwd "/work/project": expected None; this denies it.
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
    if call.tool_name == "Write" and not call.input.get("content"):
        return Deny(
            "the write has no content, so there is nothing to check or write.",
            "call Write again with the content of the file.",
        )
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
