# Breaks "a session with no cwd is denied too ... nothing else stands in for it": with no
# "cwd" attribute the notebook's demo folder /work/project is used. Input: a Write of
# "/work/project/notes.txt" with make_context() (no cwd) -> None instead of a Deny.
import os

from toolhooks import Deny

DEMO_PROJECT = "/work/project"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd") or DEMO_PROJECT
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
