# Exact tool names; cwd from the context only (missing or "" -> Deny); file_path must be a
# non-empty str (bytes and others denied). Both folder and target go through os.path.normpath
# (text only: ., .., repeated and trailing slashes), then PurePosixPath.is_relative_to compares
# whole parts, case-sensitively, the folder itself and "/" included. Inside -> ALLOW.
import os
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny

_WRITERS = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in _WRITERS:
        return ALLOW
    attributes = call.context.attributes
    cwd = attributes["cwd"] if "cwd" in attributes else ""
    if not isinstance(cwd, str) or not cwd:
        return Deny("the session carries no project folder (cwd), so nothing can be allowed",
                    "run the agent from inside the project folder")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or not raw:
        return Deny("file_path is missing, empty or not text",
                    "pass the path of the file to write, inside the project")
    folder = PurePosixPath(os.path.normpath(cwd))
    target = PurePosixPath(os.path.normpath(os.path.join(str(folder), raw)))
    if target.is_relative_to(folder):
        return ALLOW
    return Deny(f"{raw} lands outside the project folder {folder}",
                f"choose a path inside {folder}")
