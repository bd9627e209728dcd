# Right: other tools -> None; Write/Edit need a non-empty str cwd and file_path, else Deny with an
# alternative. Both paths normalised on the text (absolute, so relpath needs no process state or file
# system); inside iff relpath is "." or its first part is not exactly ".." ("..hidden" stays in,
# project-old is out, "/" takes everything). Otherwise None.
import os
import posixpath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    folder = call.context.attributes.get("cwd", "")
    file_path = call.input.get("file_path")
    problem = None
    if not isinstance(folder, str) or not folder:
        problem = "no project folder is known for this session"
    elif not isinstance(file_path, str) or not file_path:
        problem = "the call has no usable file_path"
    if problem is not None:
        return Deny(problem + ", so the write cannot be allowed.", "retry with a file_path inside the project folder.")
    folder = posixpath.normpath(folder)
    target = posixpath.normpath(posixpath.join(folder, file_path))
    relative = posixpath.relpath(target, folder)
    if relative == os.curdir or relative.split("/", 1)[0] != os.pardir:
        return None
    return Deny("the file would land outside the project folder.", "choose a path inside " + folder + ".")
