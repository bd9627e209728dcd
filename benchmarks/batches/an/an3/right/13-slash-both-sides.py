# Right: the tool name must fullmatch Write or Edit (case-sensitive, whole name); both the
# normalised folder and the normalised target get exactly one trailing "/" before a prefix
# test, so parts are compared whole, the folder itself is inside, and "/" (which becomes
# "/") holds every absolute path. No expansion, decoding, stripping or file access.
import os
import re

from toolhooks import Deny

_TOOLS = re.compile(r"Write|Edit")


def _with_slash(path):
    return path.rstrip("/") + "/"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if _TOOLS.fullmatch(call.tool_name) is None:
        return None
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("no trusted project folder: nothing to check the path against",
                    "run Claude Code from the project folder")
    raw = call.input.get("file_path", None)
    if not (isinstance(raw, str) and raw):
        return Deny("missing or unusable file_path", "send file_path as a non-empty string")
    folder = _with_slash(os.path.normpath(attributes["cwd"]))
    target = _with_slash(os.path.normpath(os.path.join(attributes["cwd"], raw)))
    if target.startswith(folder):
        return None
    return Deny("that path leaves the project folder", "choose a path inside " + folder)
