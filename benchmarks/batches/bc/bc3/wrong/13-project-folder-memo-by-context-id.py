# Breaks "The project folder is trusted context: call.context.attributes["cwd"]": the
# normalised folder is memoised by id(call.context), and a context freed after its call is
# often replaced by a new one at the same address. Input: for c in "abcdefgh": Write of
# f"/srv/{c}/x" with a fresh make_context(cwd=f"/srv/{c}") -> some of them are denied (here b, f).
import os

from toolhooks import Deny

_folders = {}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    key = id(call.context)
    if key not in _folders:
        cwd = call.context.attributes.get("cwd")
        _folders[key] = os.path.normpath(cwd) if cwd else None
    folder = _folders[key]
    if folder is None:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
