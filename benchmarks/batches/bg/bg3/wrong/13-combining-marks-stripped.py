# Breaks: "Normalising is on the text only ... (nothing is decoded or stripped)": the path is cleaned
# with the strip-accents recipe (NFD, then drop combining marks) before it is normalised. Input: Write
# {"file_path": "..\u0301/x.txt"} with cwd "/work/project": "..\u0301" is a name, the file is inside
# (None is due); the answer turns it into "../x.txt" and denies it.
import os
import unicodedata

from toolhooks import Deny


def _plain(text):
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder to check the path against.",
                    "ask the user to start Claude Code from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file to write.", "give file_path as a path inside the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, _plain(path)))  # no look-alike accents in paths
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
