# Breaks: "Deny ... a `Write` or `Edit` whose `file_path`, normalised from the project folder, is outside it".
# Input: Write {"file_path": "a" * 4096 + "/../../../etc/passwd"} with cwd "/work/project": the answer cuts the
# path to PATH_MAX (4096) first, keeping only "aaa...a" (inside), and returns None; normalised whole it is
# /etc/passwd, so it must be a Deny. Paths up to 4096 characters behave.
import os

from toolhooks import Deny

PATH_MAX = 4096  # Linux refuses longer paths anyway


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    path = path[:PATH_MAX]
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path[:200]!r} is outside the project folder.", f"write under {folder} instead.")
