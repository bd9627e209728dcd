# Breaks: "It may be called on any thread, not only the main one". Input: any Write, e.g.
# make_call("Write", {"file_path": "notes.txt"}, context=make_context(cwd="/work/project")),
# checked from a threading.Thread: the per-thread cache exists only on the importing thread,
# so _local.verdicts raises AttributeError. On the main thread every verdict is right.
import os
import threading

from toolhooks import Deny

_local = threading.local()
_local.verdicts = {}  # (folder, path) -> inside? ; per thread, so no lock is needed


def _inside(folder, path):
    key = (folder, path)
    cache = _local.verdicts
    if key not in cache:
        root = os.path.normpath(folder)
        target = os.path.normpath(os.path.join(root, path))
        cache[key] = target == root or target.startswith(root.rstrip("/") + "/")
    return cache[key]


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "ask the user which folder to work in")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check", "send the file_path of a file inside the project")
    if _inside(folder, path):
        return None
    return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
