# Breaks: "otherwise `None` (or `ALLOW`)": a write inside the folder is allowed, not rewritten.
# To make the tool write exactly the file that was checked, a relative file_path inside the project
# is answered with a Rewrite to the absolute path: Write {"file_path": "notes.txt"} with cwd
# "/work/project" returns Rewrite({"file_path": "/work/project/notes.txt", ...}) instead of None.
import os

from toolhooks import Deny, Rewrite


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
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if not (target == folder or target.startswith(folder.rstrip("/") + "/")):
        return Deny(f"{path!r} is outside the project folder {folder}.", "write the file inside the project folder.")
    if target != path:
        return Rewrite({**call.input, "file_path": target})  # no ambiguity left for the tool
    return None
