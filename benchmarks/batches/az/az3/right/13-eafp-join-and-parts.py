# Right: for "Write"/"Edit" only: a missing/"" cwd is denied; an empty file_path is denied; any
# other non-str file_path (None when missing, bytes, numbers, lists) makes os.path.join raise
# TypeError, which is turned into a Deny. The normalised path's parts must start with the
# normalised folder's parts (tuples of whole names; "/" is the single part of the root folder).
import os
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("this session has no project folder to check writes against", "ask for the project to be opened")
    raw = call.input.get("file_path")
    if raw == "":
        return Deny("file_path is empty", "name the file to write, inside the project")
    root = os.path.normpath(attributes["cwd"])
    try:
        full = os.path.normpath(os.path.join(root, raw))
    except TypeError:
        return Deny("file_path must be a text path", "name the file to write as a string path")
    root_parts = PurePosixPath(root).parts
    if PurePosixPath(full).parts[: len(root_parts)] == root_parts:
        return None
    return Deny(f"{full} is not inside {root}", f"write under {root}")
