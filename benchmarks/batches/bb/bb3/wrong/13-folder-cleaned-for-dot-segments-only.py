# Breaks "Inside includes ... a folder given with a trailing slash or with . and .. (/work/./project)":
# the folder is tidied by hand for "/./" and trailing slashes only, never normalised, so a ".."
# in it stays. cwd "/work/tmp/../project", file_path "notes.txt" (target /work/project/notes.txt)
# -> Deny, although that is inside the folder.
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
    folder = cwd
    while "/./" in folder:
        folder = folder.replace("/./", "/")
    folder = folder.rstrip("/") or "/"
    target = os.path.normpath(os.path.join(folder, fp))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
