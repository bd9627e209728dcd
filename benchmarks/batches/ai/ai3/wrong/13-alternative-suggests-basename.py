# Breaks: "Deny ... a Write or Edit whose `file_path` is missing, empty or not a `str`". Input:
# cwd "/work/project", Write {"content": "x"} (no file_path) or {"file_path": 7} -> the shared
# denial helper calls os.path.basename(None / 7) for its suggestion and raises TypeError: no Deny.
import os

from toolhooks import Deny


def _refuse(why, path, folder):
    suggestion = os.path.join(folder or "the project folder", os.path.basename(path))
    return Deny(why, f"write it as {suggestion} instead.")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not isinstance(folder, str) or not folder:
        return _refuse("no project folder is known for this session.", path, folder)
    if not isinstance(path, str) or not path:
        return _refuse("this write names no usable file_path.", path, folder)
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return _refuse(f"{path} is outside the project folder {folder}.", path, folder)
