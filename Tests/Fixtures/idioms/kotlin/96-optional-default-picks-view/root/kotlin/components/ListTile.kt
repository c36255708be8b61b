package fixture

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Icon
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.painter.Painter
import androidx.compose.ui.unit.dp

/** What sits before the tile's title: an icon, or a wide picture that stacks the tile. */
data class TileLeading(val painter: Painter, val wide: Boolean = false)

/**
 * A list tile. Without a leading picture (the default) it is one row; a wide picture stacks it;
 * a trailing icon, when given, replaces the end spacer.
 */
@Composable
fun ListTile(title: String, leading: TileLeading? = null, trailing: Painter? = null) {
    when (leading?.wide == true) {
        true -> Column(modifier = Modifier.padding(all = 4.dp)) {
            Text(text = title)
        }
        false -> Row(
            modifier = Modifier.padding(horizontal = 16.dp, vertical = 10.dp),
            horizontalArrangement = Arrangement.spacedBy(12.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(text = title)
            if (trailing == null) {
                Box(modifier = Modifier.size(24.dp))
            } else {
                Icon(painter = trailing, contentDescription = null, modifier = Modifier.padding(start = 8.dp))
            }
        }
    }
}
