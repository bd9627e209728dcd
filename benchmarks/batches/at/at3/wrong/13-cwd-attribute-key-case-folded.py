# Breaks "whose call.context.attributes has no "cwd" ...; nothing else stands in for it, not ...
# another attribute". Input: a context with attributes {"CWD": "/work/project"} (no "cwd") and
# make_call("Write", {"file_path": "notes.txt"}): attribute names are matched case-insensitively,
# so "CWD" is taken as the project folder and the write is allowed (expected Deny).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    attributes = {name.lower(): value for name, value in call.context.attributes.items()}
    cwd = attributes.get("cwd")  # env-style names: CWD and cwd are the same setting
    if not cwd:
        return Deny("this session has no project folder.", "Ask the user where the file should go.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "Give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {root}.", f"Write under {root} instead.")
