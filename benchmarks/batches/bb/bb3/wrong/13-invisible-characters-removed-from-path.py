# Breaks "Normalising is on the text only ... nothing is decoded or stripped": zero-width and other
# invisible characters are removed from file_path "so they cannot hide a path". file_path
# "/work/proj\u200bect/x.txt" (another folder) becomes "/work/project/x.txt" and is allowed
# with cwd "/work/project".
import os
import re

from toolhooks import Deny

_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")


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
    visible = _INVISIBLE.sub("", fp)
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, visible))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
