# Breaks: "The project folder is trusted context: `call.context.attributes["cwd"]`" (each call's
# own). Input: call 1 = Write "a.txt" with cwd "/work/a"; call 2 = Write "/work/a/b.txt" with cwd
# "/work/b" (another session) -> the folder kept from call 1 allows it (None); should be Deny.
import os

from toolhooks import Deny

_PROJECT = None  # the project folder does not change while the hooks process runs


def keep_writes_in_project(call):
    global _PROJECT
    if call.tool_name not in ("Write", "Edit"):
        return None
    if _PROJECT is None:
        cwd = call.context.attributes.get("cwd")
        if not isinstance(cwd, str) or not cwd:
            return Deny("no project folder is known for this session.", "start the session in the project folder.")
        _PROJECT = os.path.normpath(cwd)
    folder = _PROJECT
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("this write names no file_path.", "give file_path inside the project folder.")
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", f"write the file under {folder}.")
