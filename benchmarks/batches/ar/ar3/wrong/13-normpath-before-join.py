# Breaks: "a relative file_path is taken from the project folder; . and .. are resolved on the text,
# with os.path.normpath". normpath runs on file_path alone, before the join, so a leading ".." survives into the joined path.
# Input: Write {"file_path": "../escape.txt"} with cwd "/work/project": path "/work/project/../escape.txt" passes the prefix test: None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    path = os.path.join(folder, os.path.normpath(file_path))
    if path == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
