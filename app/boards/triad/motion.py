"""A die in motion on the Triad screen: it may roll in place to its new face
(a DieSprite already rolling), then slide to where it lands. It only shows a
move the rules have already made."""

from app.anim import Slide


class DieMotion:
    def __init__(self, roll=None, slide=None, hide=None):
        self.roll = roll    # DieSprite rolling, or None
        self.slide = slide  # Slide that follows the roll, or None
        self.hide = hide    # the cell whose die this stands for (not drawn meanwhile)

    @classmethod
    def sliding(cls, face, start, end, duration, size, arc=0.0, hide=None, roll=None):
        return cls(roll, Slide(face, start, end, duration, size, arc=arc), hide)

    @property
    def rolling(self):
        return self.roll is not None and self.roll.rolling

    @property
    def done(self):
        return not self.rolling and (self.slide is None or self.slide.done)

    def update(self, dt):
        """Advance; True on the frame the slide lands."""
        if self.rolling:
            self.roll.update(dt)
            return False
        if self.slide is not None and not self.slide.done:
            self.slide.update(dt)
            return self.slide.done
        return False

    def draw(self, surface, render):
        if self.slide is None or self.rolling:
            if self.roll is not None:
                surface.blit(self.roll.image, self.roll.rect)
            return
        picture = render(self.slide.face, self.slide.size)
        surface.blit(picture, picture.get_rect(center=self.slide.pos))
