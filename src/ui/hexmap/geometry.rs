//! Where things are on the map: hex corners, the view box and its bounds, track paths.

use std::fmt;

use railyard::core::hex::Hex;
use railyard::core::view::PathView;

/// A coordinate written with one decimal, as `{:.1}` writes it, by integer arithmetic: the home
/// screen's boards then carry no float formatting code.
#[derive(Clone, Copy)]
pub struct D1(pub f64);

impl fmt::Display for D1 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let a = tenths.unsigned_abs();
        write!(f, "{sign}{}.{}", a / 10, a % 10)
    }
}

/// A coordinate rounded to a whole number.
#[derive(Clone, Copy)]
pub struct D0(pub f64);

impl fmt::Display for D0 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.round() as i64)
    }
}

/// Circumradius of a hex in SVG units.
pub const SIZE: f64 = 40.0;
/// The smallest hex (across, in CSS pixels) a finger hits reliably: its hit area (94% of it)
/// is then over 44 px.
pub const TOUCH_HEX_PX: f64 = 48.0;
/// A map area needs this much room in both directions (a tablet's) for hexes at touch size to
/// leave enough of the board in view; phones show the whole board and zoom on demand.
const TOUCH_ROOM_PX: f64 = 400.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub min_x: f64,
    pub min_y: f64,
    pub max_x: f64,
    pub max_y: f64,
}

impl Bounds {
    pub fn of(hexes: impl Iterator<Item = Hex>) -> Option<Bounds> {
        let mut b: Option<Bounds> = None;
        for h in hexes {
            let (cx, cy) = h.center(SIZE);
            let (hw, hh) = (SIZE, SIZE * 3f64.sqrt() / 2.0);
            let nb = Bounds { min_x: cx - hw, min_y: cy - hh, max_x: cx + hw, max_y: cy + hh };
            b = Some(match b {
                None => nb,
                Some(o) => Bounds {
                    min_x: o.min_x.min(nb.min_x),
                    min_y: o.min_y.min(nb.min_y),
                    max_x: o.max_x.max(nb.max_x),
                    max_y: o.max_y.max(nb.max_y),
                },
            });
        }
        b
    }
    pub(super) fn width(&self) -> f64 {
        self.max_x - self.min_x
    }
    pub(super) fn height(&self) -> f64 {
        self.max_y - self.min_y
    }
}

impl ViewBox {
    pub fn attr(&self) -> String {
        format!("{} {} {} {}", D1(self.x), D1(self.y), D1(self.w), D1(self.h))
    }

    /// The whole board with a margin, shaped like the screen area (`aspect` = width / height).
    pub fn fit(b: Bounds, aspect: f64) -> ViewBox {
        let margin = SIZE * 0.4;
        let (mut w, mut h) = (b.width() + 2.0 * margin, b.height() + 2.0 * margin);
        let aspect = if aspect.is_finite() && aspect > 0.05 { aspect } else { w / h };
        if w / h < aspect {
            w = h * aspect;
        } else {
            h = w / aspect;
        }
        let (cx, cy) = ((b.min_x + b.max_x) / 2.0, (b.min_y + b.max_y) / 2.0);
        ViewBox { x: cx - w / 2.0, y: cy - h / 2.0, w, h }
    }

    /// The fit for a map area of `width`×`height` pixels. On a touch screen with room for it
    /// (tablets), hexes are at least [`TOUCH_HEX_PX`] across, so the view zooms in on the
    /// board's middle when the whole board would draw them smaller; the rest is a pan away.
    pub fn fit_for_touch(b: Bounds, width: f64, height: f64, touch: bool) -> ViewBox {
        let fit = ViewBox::fit(b, width / height.max(1.0));
        let (scale, _, _) = fit.mapping(width, height);
        let hex_px = 2.0 * SIZE / scale;
        if !touch || width.min(height) < TOUCH_ROOM_PX || hex_px >= TOUCH_HEX_PX {
            return fit;
        }
        let (cx, cy) = (fit.x + fit.w / 2.0, fit.y + fit.h / 2.0);
        fit.zoom_at(cx, cy, TOUCH_HEX_PX / hex_px, None)
    }

    /// Zooms by `factor` (>1 zooms in) keeping the SVG point `(px, py)` where it is.
    pub fn zoom_at(&self, px: f64, py: f64, factor: f64, b: Option<Bounds>) -> ViewBox {
        let max_w = b.map_or(4000.0, |b| (b.width().max(b.height() * self.w / self.h)) * 2.5);
        let min_w = SIZE * 4.0;
        // Not `clamp`: its check of the bounds would link the float formatting into the page
        // for its panic message.
        let w = (self.w / factor).max(min_w).min(max_w.max(min_w));
        let f = self.w / w;
        let h = self.h / f;
        ViewBox { x: px - (px - self.x) / f, y: py - (py - self.y) / f, w, h }
    }

    pub fn pan(&self, dx: f64, dy: f64) -> ViewBox {
        ViewBox { x: self.x + dx, y: self.y + dy, ..*self }
    }

    /// SVG units per screen pixel and the SVG point at the element's top-left corner, for
    /// `preserveAspectRatio="xMidYMid meet"`.
    pub(super) fn mapping(&self, width: f64, height: f64) -> (f64, f64, f64) {
        let scale = (self.w / width.max(1.0)).max(self.h / height.max(1.0));
        let ox = self.x - (width * scale - self.w) / 2.0;
        let oy = self.y - (height * scale - self.h) / 2.0;
        (scale, ox, oy)
    }
}

pub(super) fn pts(points: impl Iterator<Item = (f64, f64)>) -> String {
    points.map(|(x, y)| format!("{},{}", D1(x), D1(y))).collect::<Vec<_>>().join(" ")
}

pub(super) fn hex_points(h: Hex, scale: f64) -> String {
    let (cx, cy) = h.center(SIZE);
    pts((0..6).map(|i| {
        let (x, y) = h.corner(SIZE, i);
        (cx + (x - cx) * scale, cy + (y - cy) * scale)
    }))
}

/// The SVG path of one track path, and the point where its ownership marker sits.
pub fn path_geometry(h: Hex, p: &PathView) -> (String, (f64, f64)) {
    let (cx, cy) = h.center(SIZE);
    let a = h.edge_midpoint(SIZE, p.from);
    let Some(to) = p.to else {
        let mid = ((a.0 + cx) / 2.0, (a.1 + cy) / 2.0);
        return (format!("M{} {} L{} {}", D1(a.0), D1(a.1), D1(cx), D1(cy)), mid);
    };
    let b = h.edge_midpoint(SIZE, to);
    let d = (to as i32 - p.from as i32).rem_euclid(6);
    if d == 3 || d == 0 {
        return (format!("M{} {} L{} {}", D1(a.0), D1(a.1), D1(b.0), D1(b.1)), (cx, cy));
    }
    let r = if d == 1 || d == 5 { SIZE * 0.5 } else { SIZE * 1.5 };
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (vx, vy) = (b.0 - a.0, b.1 - a.1);
    let half = (vx * vx + vy * vy).sqrt() / 2.0;
    let hgt = (r * r - half * half).max(0.0).sqrt();
    let (nx, ny) = (-vy / (2.0 * half), vx / (2.0 * half));
    // The arc bends towards the hex centre, so its own centre lies on the far side.
    let c1 = (mx + nx * hgt, my + ny * hgt);
    let c2 = (mx - nx * hgt, my - ny * hgt);
    let dist = |c: (f64, f64)| (c.0 - cx).powi(2) + (c.1 - cy).powi(2);
    let o = if dist(c1) > dist(c2) { c1 } else { c2 };
    // The arc drawn is the short one (large-arc 0): its middle lies from its centre through the
    // chord's middle, and it turns the way the cross product of its two radii says.
    let cross = (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0);
    let sweep = if cross > 0.0 { 1 } else { 0 };
    let to_mid = ((mx - o.0).powi(2) + (my - o.1).powi(2)).sqrt();
    let marker = (o.0 + (mx - o.0) * r / to_mid, o.1 + (my - o.1) * r / to_mid);
    (format!("M{} {} A{} {} 0 0 {sweep} {} {}", D1(a.0), D1(a.1), D1(r), D1(r), D1(b.0), D1(b.1)), marker)
}

/// The next hex from `from` in the direction `(dx, dy)` (screen axes, y down), as the map's
/// margins count them: along the same row for left/right and the same column for up/down,
/// skipping gaps; where that line has no more hexes, the nearest hex ahead.
pub fn nearest_towards(from: Hex, (dx, dy): (f64, f64), hexes: impl Iterator<Item = Hex>) -> Option<Hex> {
    let all: Vec<Hex> = hexes.collect();
    let (col, row) = from.to_offset();
    let (sc, sr) = (dx.signum() as i32 * (dx != 0.0) as i32, dy.signum() as i32 * (dy != 0.0) as i32);
    let along = all
        .iter()
        .filter(|h| {
            let (c, r) = h.to_offset();
            if sc != 0 { r == row && (c - col) * sc > 0 } else { c == col && (r - row) * sr > 0 }
        })
        .min_by_key(|h| {
            let (c, r) = h.to_offset();
            (c - col).abs() + (r - row).abs()
        });
    if along.is_some() {
        return along.copied();
    }
    let (fx, fy) = from.center(SIZE);
    all.into_iter()
        .filter_map(|h| {
            let (x, y) = h.center(SIZE);
            let (vx, vy) = (x - fx, y - fy);
            let ahead = vx * dx + vy * dy;
            let side = (vx * dy - vy * dx).abs();
            (ahead > SIZE * 0.3).then_some((ahead + side * 2.0, h))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, h)| h)
}
