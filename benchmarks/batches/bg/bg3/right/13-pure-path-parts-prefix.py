# Right: only "Write"/"Edit" are checked; missing/"" cwd or missing/empty/non-str file_path -> Deny with
# a non-blank alternative. Folder and joined path go through os.path.normpath only (text, no ~/$/%/URL/
# Unicode handling, no file system); inside = whole-part prefix on PurePosixPath parts (siblings out,
# case-sensitive, folder itself in, "/" holds all). Otherwise ALLOW.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

_CHECKED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _CHECKED:
        return ALLOW
    attributes = call.context.attributes
    root = attributes["cwd"] if "cwd" in attributes else ""
    if not isinstance(root, str) or root == "":
        return Deny("the session did not say which folder is the project, so no write can be checked.",
                    "start the session from the project folder, then write the file again.")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or raw == "":
        return Deny("file_path is missing or is not a path string.",
                    "call the tool again with file_path set to a path inside the project.")
    base = PurePosixPath(os.path.normpath(root)).parts
    where = PurePosixPath(os.path.normpath(os.path.join(root, raw))).parts
    if where[: len(base)] == base:
        return ALLOW
    return Deny("that path is outside the project folder.",
                f"write under {root} instead, e.g. with a path relative to it.")
