# Breaks: "names with a backslash (`..\x`)" are names, and a path outside the folder is denied whatever its letters.
# A path holding a backslash is taken for a Windows path, "not this machine's", and let through:
# Write {"file_path": "/etc/cron.d\\job"} with cwd "/work/project" (outside: a file named
# "cron.d\job" in /etc) returns None instead of a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to start the session in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file_path.", "give file_path as a path inside the project folder.")
    if "\\" in path:
        return None  # a Windows-style path: Claude Code on Linux never produces one
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {folder}.", "write the file inside the project folder.")
