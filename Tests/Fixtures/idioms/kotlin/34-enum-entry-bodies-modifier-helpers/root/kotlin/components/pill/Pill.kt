package demo.components.pill

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** Applies `block` to the chain only when `condition` holds. */
inline fun Modifier.applyIf(condition: Boolean, block: Modifier.() -> Modifier): Modifier =
    if (condition) then(this.block()) else this

/** A marker element the drawing layer reads (nothing parity reads). */
fun Modifier.marked(): Modifier = this then MarkerElement()

class MarkerElement

/** A pill in the package folder `pill/`, toned by its enum's entry bodies. */
@Composable
fun Pill(label: String, tone: PillTone = PillTone.Neutral, outlined: Boolean = false, icon: (@Composable () -> Unit)? = null, modifier: Modifier = Modifier) {
    Row(
        modifier
            .marked()
            .applyIf(outlined) { border(1.dp, Color(0xFFD0D5DD), CircleShape) }
            .background(tone.fill(), CircleShape)
            .applyIf(icon != null) { padding(start = 4.dp) }
            .padding(horizontal = 10.dp, vertical = 2.dp),
    ) {
        icon?.invoke()
        Text(label, color = tone.ink())
    }
}
