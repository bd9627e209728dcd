# Breaks: "or whose `call.context.attributes` has no `"cwd"` (missing or `""`; ...): nothing else stands in for it".
# Input: Write {"file_path": "notes.txt"} with cwd "/work/project" (None), then Write {"file_path":
# "/work/project/x.txt"} with attributes {} (no cwd): returns None, using the folder remembered from the earlier
# call; it must be a Deny. A first call without cwd, in a fresh process, is denied.
import os

from toolhooks import Deny

_last_folder = [None]  # some events arrive without a cwd: the project has not moved since the last one


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd") or _last_folder[0]
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    _last_folder[0] = cwd
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
