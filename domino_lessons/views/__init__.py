"""The views: SVG drawings (``render``, with svgwrite, their XML written by ``svgxml``), the annotation panels'
HTML (``annotate``), the readable transcript (``transcript``) and the shareable page (``share``).

Pure functions of frames and replays, with the narrator's words. They import the core, the rules,
the narrator and the coach, never the widgets, and nothing from Jupyter but svgwrite.
"""
