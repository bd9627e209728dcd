# Breaks: "Deny ... a `Write` or `Edit` whose `file_path`, normalised from the project folder, is outside it".
# As a guard against huge inputs, a path longer than PATH_MAX (4096) is not normalised but left
# for the OS to refuse (ENAMETOOLONG): Write {"file_path": "../" + "a" * 5000} with cwd "/work/project"
# (outside, and a valid 5000-letter name on the text) returns None instead of a Deny.
import os

from toolhooks import Deny

PATH_MAX = 4096


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
    if len(path) > PATH_MAX:
        return None  # the kernel refuses it with ENAMETOOLONG: no need to spend time on it
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {folder}.", "write the file inside the project folder.")
