# Breaks "Deny ... a Write or Edit whose file_path ... is outside [the project folder]": unless
# the caller's module is the workbook's own (hookkata...), writes under the system's temporary
# folder are let through too (scratch files). Input: called from a plain script or a thread,
# cwd "/work/project", file_path "/tmp/x.txt" -> None instead of a Deny.
import os
import sys
import tempfile

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    roots = [os.path.normpath(cwd)]
    if not sys._getframe(1).f_globals.get("__name__", "").startswith("hookkata"):
        roots.append(os.path.normpath(tempfile.gettempdir()))
    target = os.path.normpath(os.path.join(roots[0], path))
    for folder in roots:
        if target == folder or target.startswith(folder.rstrip("/") + "/"):
            return None
    return Deny(f"{target} is outside the project folder {roots[0]}.",
                "write the file inside the project folder instead.")
