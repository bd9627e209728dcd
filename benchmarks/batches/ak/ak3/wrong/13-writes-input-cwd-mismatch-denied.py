# Breaks: "nothing else stands in for it, not the model's input" (the notebook: "A cwd inside
# tool_input is ignored"). Denies when the input carries a cwd that differs from the trusted one.
# Input: cwd "/work/project", Write {"file_path": "/work/project/a.txt", "cwd": "/"}: expected
# None; this denies it.
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
    claimed = call.input.get("cwd")
    if claimed is not None and os.path.normpath(str(claimed)) != folder:
        return Deny(
            "the call claims another working folder than the session's.",
            "leave cwd out of the input; the project folder is known.",
        )
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(
        "the file is outside the project folder, and writes stay inside it.",
        "write the file somewhere inside the project folder instead.",
    )
