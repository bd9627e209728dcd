# Breaks "Normalising is on the text only ... nothing is decoded": look-alike slashes (U+2215
# DIVISION SLASH, U+2044 FRACTION SLASH, U+FF0F FULLWIDTH SOLIDUS) are mapped to "/" before
# normpath, as a "homoglyph defence". file_path "..\u2215notes.txt" is one name inside the
# folder, but becomes "../notes.txt" and is denied with cwd "/work/project".
import os

from toolhooks import Deny

_SLASHES = str.maketrans({"\u2215": "/", "\u2044": "/", "\uff0f": "/"})


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
    target = os.path.normpath(os.path.join(folder, fp.translate(_SLASHES)))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{fp} is outside the project folder {folder}", f"write the file under {folder}")
