# Breaks: "a missing, empty or non-string file_path, or a session with no cwd, is denied too". A fast path
# (a relative path with no ".." part cannot leave the folder) returns before the cwd is looked at.
# Input: Write {"file_path": "notes.txt"} with context.attributes = {} (no cwd): None, expected a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    if not file_path.startswith("/") and ".." not in file_path.split("/"):
        return None  # cheap case: relative and never climbing
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    if path == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
