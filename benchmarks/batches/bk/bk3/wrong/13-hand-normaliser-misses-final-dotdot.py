# Breaks Exercise 13: "`.` and `..` are resolved on the text, with os.path.normpath". A
# hand-written normaliser folds "x/../" only when a slash follows the "..". Input: Write
# {"file_path": ".."} (or "src/../..") with cwd "/work/project": "/work/project/.." is kept as
# it is, starts with "/work/project/", and is allowed; normpath gives "/work", outside.
import re

from toolhooks import Deny

_PARENT_STEP = re.compile(r"/(?!\.\./)[^/]+/\.\./")


def _normalise(path):
    path = re.sub(r"/+", "/", path)
    while "/./" in path:
        path = path.replace("/./", "/")
    if path.endswith("/."):
        path = path[:-2] or "/"
    while True:
        shorter = _PARENT_STEP.sub("/", path, count=1)
        if shorter == path:
            break
        path = shorter
    while path.startswith("/../"):
        path = path[3:]
    return path.rstrip("/") or "/"


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    folder = _normalise(folder)
    joined = path if path.startswith("/") else folder.rstrip("/") + "/" + path
    target = _normalise(joined)
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")
