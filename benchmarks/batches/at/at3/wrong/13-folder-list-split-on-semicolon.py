# Breaks "the folder's name is text, one folder, not a pattern (., [1], :, ;, ... are letters)".
# Input: context attributes {"cwd": "/work/a;b"} and make_call("Write", {"file_path":
# "/work/a/x.txt"}): cwd is read as a ;-separated list of project folders ("/work/a" and "b"), so
# the write into /work/a is allowed (expected Deny: /work/a is not inside /work/a;b).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "Ask the user where the file should go.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "Give file_path as a path in the project.")
    roots = [os.path.normpath(part) for part in cwd.split(";") if part]  # extra working folders
    target = os.path.normpath(os.path.join(roots[0], path))
    for root in roots:
        if target == root or target.startswith(root.rstrip("/") + "/"):
            return None
    return Deny(f"{path!r} is outside the project folder.", f"Write under {roots[0]} instead.")
