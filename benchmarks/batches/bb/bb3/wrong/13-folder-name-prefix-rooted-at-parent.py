# Breaks "a relative file_path is taken from the project folder": a relative path that starts with
# the folder's own name ("project/src/x.py" with cwd /work/project) is taken as written from the
# parent. file_path "project/.." means /work/project/project/.. = /work/project (inside), but is
# resolved as /work/project/.. = /work and denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked",
                    "ask the user to start the session in the project folder")
    fp = call.input.get("file_path")
    if not isinstance(fp, str) or not fp:
        return Deny("a Write or Edit needs a file_path as text", "give the file's path in the project")
    folder = os.path.normpath(cwd)
    name = os.path.basename(folder)
    base = folder
    if name and (fp == name or fp.startswith(name + "/")):
        base = os.path.dirname(folder)  # the model repeated the folder's name
    target = os.path.normpath(os.path.join(base, fp))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
